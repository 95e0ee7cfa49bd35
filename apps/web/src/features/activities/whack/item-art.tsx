import type { WhackKind } from './engine.ts';

/** The star and the bomb, drawn in SVG so they stay sharp at any pixel ratio. */
export function ItemArt({ kind }: { kind: WhackKind }) {
  if (kind === 'star') {
    return (
      <svg className="whack-art" viewBox="0 0 100 100" aria-hidden="true">
        <path
          className="whack-art__star"
          d="M50 6l12.6 26.2 28.8 4.1-20.9 20.3 5 28.6L50 71.7 24.5 85.2l5-28.6L8.6 36.3l28.8-4.1z"
        />
        <circle cx="40" cy="48" r="4.5" className="whack-art__eye" />
        <circle cx="60" cy="48" r="4.5" className="whack-art__eye" />
        <path d="M42 59q8 7 16 0" className="whack-art__smile" />
      </svg>
    );
  }
  return (
    <svg className="whack-art" viewBox="0 0 100 100" aria-hidden="true">
      <path d="M62 26q8-14 20-12" className="whack-art__fuse" />
      <circle cx="84" cy="13" r="6" className="whack-art__spark" />
      <circle cx="46" cy="58" r="32" className="whack-art__bomb" />
      <rect
        x="54"
        y="20"
        width="16"
        height="14"
        rx="3"
        transform="rotate(30 62 27)"
        className="whack-art__bomb"
      />
      <circle cx="34" cy="46" r="7" className="whack-art__shine" />
    </svg>
  );
}
