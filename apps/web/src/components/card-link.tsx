import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface CardLinkProps {
  to: string;
  title: string;
  text?: string;
  icon?: ReactNode;
  external?: boolean;
  /** Heard when the card is followed (a click, or Enter on it). */
  onFollow?: () => void;
}

/** The tile used by the server list, hubs and indexes: one whole card is one link. */
export function CardLink({ to, title, text, icon, external = false, onFollow }: CardLinkProps) {
  const { t } = useTranslation();
  const body = (
    <>
      {icon && <span className="card__icon">{icon}</span>}
      <span className="card__body">
        <span className="card__title">{title}</span>
        {text && <span className="card__text">{text}</span>}
      </span>
    </>
  );
  if (external) {
    return (
      <a className="card card--link" href={to} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
        {body}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <Link className="card card--link" to={to} onClick={onFollow}>
      {body}
    </Link>
  );
}
