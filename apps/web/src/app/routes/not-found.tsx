import { NotFoundStar } from '../../features/not-found/components/not-found-star.tsx';

export function NotFoundRoute() {
  return <NotFoundStar />;
}
