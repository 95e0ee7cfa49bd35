import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings/settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { useXp } from '../api/get-xp.ts';
import { saveXp } from '../api/save-xp.ts';
import { toXpDocument, toXpForm } from '../lvlroles.ts';
import { XpEditor } from './xp-editor.tsx';

const xpAdapter = { toForm: toXpForm, toDocument: toXpDocument };

/** /dashboard/servers/{id}/xp (spec 000 §2). */
export function XpPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const xp = useXp(id);
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);

  // "lvlroles.5" → "Level 5", "exempt.2" → "Exempt channels": names for a rejected save.
  const describeField = (path: string) => {
    const [field, key] = path.split('.');
    if (field === 'lvlroles') return `${t('xp.level')} ${key}`;
    if (field === 'reward') return key === 'level' ? t('xp.rewardLevel') : t('xp.reward');
    const labels: Record<string, string> = {
      rate: t('xp.rate'),
      boostBonus: t('xp.boost'),
      exempt: t('xp.exempt'),
      channel: t('xp.notify'),
    };
    return labels[field ?? ''] ?? path;
  };

  return (
    <SettingsPage
      guildId={id}
      title={t('hub.xp')}
      answer={xp.data}
      extra={{ channels: channels.data, roles: roles.data }}
      save={(doc) => saveXp(id, doc)}
      adapter={xpAdapter}
      describeField={describeField}
    >
      {(form, { channels, roles }) => <XpEditor form={form} channels={channels} roles={roles} />}
    </SettingsPage>
  );
}
