import { CardLink } from '../../../components/card-link.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon.tsx';

interface HubLinkProps {
  to: string;
  icon: IconName;
  title: string;
  text: string;
}

export function HubLink({ to, icon, title, text }: HubLinkProps) {
  return <CardLink to={to} icon={<Icon name={icon} size={26} />} title={title} text={text} />;
}
