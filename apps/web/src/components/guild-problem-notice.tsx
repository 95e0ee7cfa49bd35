import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { inviteUrlFor, type GuildProblem } from '../lib/api/guild-problem.ts';
import { usePublicConfig } from '../lib/api/public-config.ts';
import { Icon } from './icon.tsx';

/**
 * Shown instead of a server page the user cannot open: they may not manage the server (with
 * the way back to their list), or Hoshi is not on it yet (with the invite for that server).
 */
export function GuildProblemNotice({ problem, guildId }: { problem: GuildProblem; guildId: string }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <section className="state-panel" aria-labelledby="guild-problem-title">
      <span className="state-panel__icon">
        <Icon name={problem === 'forbidden' ? 'lock' : 'plus'} size={28} />
      </span>
      <h2 id="guild-problem-title">{t(`guildProblem.${problem}Title`)}</h2>
      <p className="state-panel__text">{t(`guildProblem.${problem}Text`)}</p>
      <div className="state-panel__actions">
        {problem === 'absent' && config && (
          <a
            className="button button--primary"
            href={inviteUrlFor(config.inviteUrl, guildId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="plus" size={18} />
            {t('guildProblem.invite')}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        )}
        <Link className="button button--secondary" to={paths.dashboard.index}>
          {t('guildProblem.back')}
        </Link>
      </div>
    </section>
  );
}
