import { REMOTE_REGISTRY } from '@clinic/contracts';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatLauncher } from '@/features/chat-launcher/components/chat-launcher';
import { createRemoteSlot } from '@/features/remote-slots/components/remote-slot';
import { ChatWidgetSlot } from '../remotes';
import { CHAT_LAUNCHER_ISLAND } from './island-names';

/** The launcher boots when the visitor reaches for it: the chat's code loads at once, before it is pressed. */
function ChatLauncherIsland() {
  const { pathname } = useLocation();
  return <ChatLauncher currentPath={pathname} preload Widget={ChatWidgetSlot} />;
}

const SHELL_ISLANDS: Readonly<Record<string, ComponentType<object>>> = {
  [CHAT_LAUNCHER_ISLAND]: ChatLauncherIsland,
};

function isRegisteredExpose(container: string, expose: string): boolean {
  return Object.values(REMOTE_REGISTRY).some((remote) => remote.container === container && expose in remote.exposes);
}

const remoteIslands = new Map<string, ComponentType<object>>();

/**
 * The component an island marker names: one of the shell's own, or a registered remote expose, rendered in a
 * remote slot (time limit, retries, failure report, and the island's server HTML kept if it fails).
 */
export function islandComponent(module: string): ComponentType<object> | undefined {
  const own = SHELL_ISLANDS[module];
  if (own) return own;
  const [container = '', expose = ''] = module.split('/');
  if (!isRegisteredExpose(container, expose)) return undefined;
  let slot = remoteIslands.get(module);
  if (!slot) {
    slot = createRemoteSlot<object>(container, expose);
    remoteIslands.set(module, slot);
  }
  return slot;
}
