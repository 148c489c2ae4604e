import { REMOTE_REGISTRY } from '@clinic/contracts';
import { useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatLauncher } from '@/features/chat-launcher/components/chat-launcher';
import { chatPanelCopyIsOpen } from '@/features/chat-launcher/lib/chat-panel-copy';
import { createRemoteSlot } from '@/features/remote-slots/components/remote-slot';
import { ChatWidgetSlot } from '../remotes';
import { CHAT_LAUNCHER_ISLAND } from './island-names';

/**
 * The launcher boots when it is pressed (or at once where the chat was left open): the page's copy of the panel
 * shows meanwhile, and the widget starts open behind it, to take its place.
 */
function ChatLauncherIsland() {
  const { pathname } = useLocation();
  // Read while the page's copy is still there (it goes at the handover).
  const [openedByPage] = useState(chatPanelCopyIsOpen);
  return <ChatLauncher currentPath={pathname} Widget={ChatWidgetSlot} openedByPage={openedByPage} />;
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
