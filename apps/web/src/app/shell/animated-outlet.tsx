import { useEffect, useState, type AnimationEvent } from 'react';
import { useLocation, useOutlet } from 'react-router';

// docs/product.md#navigation-and-shell: the leaving page zooms out, then the new one zooms in. CSS keyframes
// (base.css `page-out` / `page-in`) do it without an animation library on the first page.
const EXIT_MS = 150;

/** The page as it was when its transition began, so the leaving page keeps its content. */
function FrozenOutlet() {
  const outlet = useOutlet();
  const [frozen] = useState(outlet);
  return frozen;
}

export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(pathname);
  // The first page appears without zooming in; every page after a navigation does.
  const [navigated, setNavigated] = useState(false);
  const leaving = shown !== pathname;

  const swap = () => {
    setShown(pathname);
    setNavigated(true);
  };
  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    if (leaving && event.target === event.currentTarget) swap();
  };
  // In case the exit animation never runs (a hidden tab, animations switched off).
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(swap, EXIT_MS + 100);
    return () => clearTimeout(timer);
  });

  const phase = leaving ? ' page-leave' : navigated ? ' page-enter' : '';
  return (
    <div key={shown} className={`page-transition${phase}`} onAnimationEnd={onAnimationEnd}>
      <FrozenOutlet />
    </div>
  );
}
