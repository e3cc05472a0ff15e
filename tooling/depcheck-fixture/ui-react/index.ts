export const Modal = () => null;
