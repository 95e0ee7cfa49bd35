import { useState } from 'react';
import { guildIconUrl } from '../lib/discord-images.ts';
import { initials } from '../lib/format.ts';
import { SafeImage } from './safe-image.tsx';

interface GuildIconProps {
  guild: { id: string; name: string; icon: string | null };
  cdnBase: string;
  size?: number;
}

/** A server's icon from the CDN, or its initials when it has none (or the image fails). */
export function GuildIcon({ guild, cdnBase, size = 64 }: GuildIconProps) {
  const [failed, setFailed] = useState(false);
  if (!guild.icon || failed) {
    return (
      <span
        className="guild-icon guild-icon--initials"
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        {initials(guild.name)}
      </span>
    );
  }
  return (
    <SafeImage
      className="guild-icon"
      src={guildIconUrl(cdnBase, { id: guild.id, icon: guild.icon })}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
    />
  );
}
