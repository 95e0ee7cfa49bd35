import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ExternalLinkProps {
  /** Absent while the address is still coming (the link is drawn at its size, inert until then). */
  href: string | undefined;
  className?: string;
  children: ReactNode;
}

/** Links that leave the site open in a new tab and say so to screen readers. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
