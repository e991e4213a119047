import type { HubSocket } from "./hub-socket.ts";

/** Open hub connections by id, and the groups they joined. */
export class ConnectionRegistry {
  private readonly connections = new Map<string, HubSocket>();
  private readonly members = new Map<string, Set<HubSocket>>();

  add(socket: HubSocket): void {
    this.connections.set(socket.id, socket);
  }

  remove(socket: HubSocket): void {
    this.connections.delete(socket.id);
    for (const group of socket.groups) {
      const set = this.members.get(group);
      set?.delete(socket);
      if (set?.size === 0) this.members.delete(group);
    }
  }

  get(connectionId: string): HubSocket | undefined {
    return this.connections.get(connectionId);
  }

  all(): HubSocket[] {
    return [...this.connections.values()];
  }

  join(socket: HubSocket, groups: readonly string[]): void {
    for (const group of groups) {
      socket.groups.add(group);
      let set = this.members.get(group);
      if (!set) this.members.set(group, (set = new Set()));
      set.add(socket);
    }
  }

  /** Each connection once, even when it joined several of the groups. */
  inGroups(groups: readonly string[]): HubSocket[] {
    const found = new Set<HubSocket>();
    for (const group of groups) for (const socket of this.members.get(group) ?? []) found.add(socket);
    return [...found];
  }

  /** A user is named by subject or username, as the gateway and the spec's callers know either. */
  ofUser(userId: string): HubSocket[] {
    return this.all().filter((s) => s.caller.sub === userId || s.caller.username === userId);
  }
}
