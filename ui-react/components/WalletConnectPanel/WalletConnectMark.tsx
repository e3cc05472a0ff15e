/** The WalletConnect mark, for the WalletConnect QR code and row (a wallet without a logo of its own). */
export function WalletConnectMark({ size }: { readonly size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#3396ff" />
      <path
        fill="#ffffff"
        d="M9.6 11.9a9.1 9.1 0 0112.8 0l.4.4a.4.4 0 010 .6l-1.5 1.5a.2.2 0 01-.3 0l-.6-.6a6.3 6.3 0 00-8.9 0l-.6.6a.2.2 0 01-.3 0l-1.5-1.5a.4.4 0 010-.6zm15.8 3l1.3 1.3a.4.4 0 010 .6l-5.9 5.9a.5.5 0 01-.6 0L16 18.5a.1.1 0 00-.2 0l-4.1 4.2a.5.5 0 01-.6 0l-5.9-5.9a.4.4 0 010-.6l1.3-1.3a.5.5 0 01.6 0l4.2 4.2a.1.1 0 00.2 0l4.1-4.2a.5.5 0 01.6 0l4.2 4.2a.1.1 0 00.2 0l4.1-4.2a.5.5 0 01.7 0z"
      />
    </svg>
  );
}
