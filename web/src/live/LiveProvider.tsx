import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthContext';
import { getToken } from '../auth/token';
import { bindSocketToCache, type LiveSource } from './bindSocket';

/** 'reconnecting' only after a connection was lost, so a first connect does not alarm anyone. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export interface LiveConnection extends LiveSource {
  disconnect(): unknown;
}

export type Connect = (token: string) => Promise<LiveConnection>;

/**
 * The server joins the socket to the user's room from the token in the handshake. Loaded on
 * demand: demo visitors never need the Socket.IO client.
 */
export const connectSocket: Connect = async (token) => {
  const { io } = await import('socket.io-client');
  // WebSocket only: long-polling needs sticky sessions once the matching API has replicas.
  return io({ path: '/socket.io', auth: { token }, transports: ['websocket'] });
};

const LiveContext = createContext<LiveStatus>('off');

/** One socket per signed-in user, for the whole app; demo visitors have nothing live. */
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

  useEffect(() => {
    const token = getToken();
    if (!user || !token) {
      setStatus('off');
      return;
    }
    setStatus('connecting');
    let closed = false;
    let close = () => {};
    const onConnect = () => setStatus('live');
    const onDisconnect = () => setStatus('reconnecting');
    connect(token)
      .then((socket) => {
        if (closed) {
          socket.disconnect();
          return;
        }
        const unbind = bindSocketToCache(socket, queryClient, user.id);
        socket.on('connect', onConnect);
        socket.on('disconnect', onDisconnect);
        close = () => {
          unbind();
          socket.off('connect', onConnect);
          socket.off('disconnect', onDisconnect);
          socket.disconnect();
        };
      })
      .catch((err: unknown) => console.error('live updates unavailable', err));
    return () => {
      closed = true;
      close();
    };
  }, [user, queryClient, connect]);

  return <LiveContext.Provider value={status}>{children}</LiveContext.Provider>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext);
}
