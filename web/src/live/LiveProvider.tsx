import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthContext';
import { getToken } from '../auth/token';
import { WORKSPACE_GONE_MESSAGE, workspaceGone } from '../workspace/storage';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { bindSocketToCache, type LiveSource } from './bindSocket';

/** 'reconnecting' only after a connection was lost, so a first connect does not alarm anyone. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export interface LiveConnection extends LiveSource {
  disconnect(): unknown;
}

export type Connect = (token: string, workspace?: string) => Promise<LiveConnection>;

/**
 * The server joins the socket to the rooms of the user and of the workspace named in the
 * handshake (the personal one without it). Loaded on demand: demo visitors never need the
 * Socket.IO client.
 */
export const connectSocket: Connect = async (token, workspace) => {
  const { io } = await import('socket.io-client');
  const auth = workspace ? { token, workspace } : { token };
  // WebSocket only: long-polling needs sticky sessions once the matching API has replicas.
  return io({ path: '/socket.io', auth, transports: ['websocket'] });
};

const LiveContext = createContext<LiveStatus>('off');

/**
 * One socket per signed-in user and workspace, for the whole app: switching workspace opens a new
 * one, so no event of the other workspace arrives. Demo visitors have nothing live.
 */
export function LiveProvider({
  children,
  connect = connectSocket,
}: {
  children: ReactNode;
  connect?: Connect;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('off');
  const workspace = useWorkspace();
  // A remembered workspace is being checked: connecting now could join one the user has left.
  const waiting = workspace !== null && !workspace.ready;
  const workspaceId = workspace?.currentId;
  // Read when the event comes, so a new `drop` (it changes with the choice) opens no new socket.
  const drop = useRef(workspace?.drop);
  drop.current = workspace?.drop;

  useEffect(() => {
    const token = getToken();
    if (!user || !token || waiting) {
      setStatus('off');
      return;
    }
    setStatus('connecting');
    let closed = false;
    let close = () => {};
    const onConnect = () => setStatus('live');
    const onDisconnect = () => setStatus('reconnecting');
    // Refused the workspace: the user was removed from it; the switcher falls back to personal.
    const onRefused = (err: unknown) => {
      if (err instanceof Error && err.message === WORKSPACE_GONE_MESSAGE) workspaceGone();
    };
    // The server dropped the socket: the user was removed from its workspace while it was open.
    const onGone = (e: unknown) => {
      const gone = (e as { workspaceId?: unknown } | undefined)?.workspaceId;
      if (typeof gone === 'string') drop.current?.(gone);
    };
    connect(token, workspaceId)
      .then((socket) => {
        if (closed) {
          socket.disconnect();
          return;
        }
        const unbind = bindSocketToCache(socket, queryClient, user.id);
        socket.on('connect', onConnect);
        socket.on('disconnect', onDisconnect);
        socket.on('connect_error', onRefused);
        socket.on('workspace:gone', onGone);
        close = () => {
          unbind();
          socket.off('connect', onConnect);
          socket.off('disconnect', onDisconnect);
          socket.off('connect_error', onRefused);
          socket.off('workspace:gone', onGone);
          socket.disconnect();
        };
      })
      .catch((err: unknown) => console.error('live updates unavailable', err));
    return () => {
      closed = true;
      close();
    };
  }, [user, queryClient, connect, waiting, workspaceId]);

  return <LiveContext.Provider value={status}>{children}</LiveContext.Provider>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext);
}
