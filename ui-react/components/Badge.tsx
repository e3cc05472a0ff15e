export type BadgeTone = 'neutral' | 'accent' | 'success';

/** A small uppercase label beside a row (Recent, Installed, QR code, counts). */
export function Badge({
  tone = 'neutral',
  children,
}: {
  readonly tone?: BadgeTone;
  readonly children: string;
}) {
  return (
    <span className="latch-badge" data-tone={tone}>
      {children}
    </span>
  );
}
