/** Who sits in which voice channel. Live only: the emulator stopping drops every voice connection. */
export interface VoiceStateRecord {
  guildId: string;
  userId: string;
  channelId: string;
  sessionId: string;
}

export class VoiceStates {
  private readonly byGuild = new Map<string, Map<string, VoiceStateRecord>>();

  get(guildId: string, userId: string): VoiceStateRecord | undefined {
    return this.byGuild.get(guildId)?.get(userId);
  }

  list(guildId: string): VoiceStateRecord[] {
    return [...(this.byGuild.get(guildId)?.values() ?? [])];
  }

  set(record: VoiceStateRecord): void {
    let guild = this.byGuild.get(record.guildId);
    if (!guild) this.byGuild.set(record.guildId, (guild = new Map<string, VoiceStateRecord>()));
    guild.set(record.userId, record);
  }

  remove(guildId: string, userId: string): VoiceStateRecord | undefined {
    const record = this.get(guildId, userId);
    this.byGuild.get(guildId)?.delete(userId);
    return record;
  }
}
