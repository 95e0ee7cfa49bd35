import { ActivitiesIndex } from '../../features/activities/components/activities-index.tsx';

export function ActivitiesRoute() {
  return <ActivitiesIndex />;
}
