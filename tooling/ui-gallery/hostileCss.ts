/**
 * Global CSS a careless or hostile host page might ship. None of it may change the modal: its styles live
 * in a shadow root, and only the theme's custom properties cross into it.
 */
export const HOSTILE_CSS = `
* { all: unset; }
html, body { display: block; background: #ffe4e1; }
head, style, script { display: none; }
button { color: red !important; font: 30px serif !important; padding: 40px !important; border: 5px solid lime !important; }
div { display: block !important; margin: 7px !important; line-height: 3 !important; }
h2, p, span, li, ul { font-family: 'Comic Sans MS', cursive !important; font-size: 24px !important; color: blue !important; }
img { filter: grayscale(1) blur(2px) !important; width: 200px !important; }
input { background: yellow !important; font-size: 40px !important; }
latch-modal, [data-latch-host] { display: none !important; opacity: 0.2 !important; transform: rotate(5deg) !important; }
:root { --latch-accent: #ff00ff; font-size: 30px; }
`;
