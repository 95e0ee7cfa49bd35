/** A member of a thread: who, and when they joined it. */
export interface ThreadMember {
  userId: string;
  joinTimestamp: string;
}

/**
 * Who is in each thread (live only, like the messages): the thread's creator from the start, then
 * whoever is added (`PUT /channels/{id}/thread-members/{user_id}`) or writes in it.
 */
export class ThreadMembers {
  private readonly byThread = new Map<string, Map<string, ThreadMember>>();

  list(threadId: string): ThreadMember[] {
    return [...(this.byThread.get(threadId)?.values() ?? [])];
  }

  has(threadId: string, userId: string): boolean {
    return this.byThread.get(threadId)?.has(userId) ?? false;
  }

  /** Adds the member; false when they were in the thread already. */
  add(threadId: string, member: ThreadMember): boolean {
    let members = this.byThread.get(threadId);
    if (!members) this.byThread.set(threadId, (members = new Map<string, ThreadMember>()));
    if (members.has(member.userId)) return false;
    members.set(member.userId, member);
    return true;
  }

  dropThread(threadId: string): void {
    this.byThread.delete(threadId);
  }
}
