import type { Workspace } from '@shortlist/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useAuth } from '../auth/AuthContext';
import { keys } from '../data/keys';
import { fetchWorkspaces } from '../data/workspaces';
import {
  rememberedWorkspace,
  rememberWorkspace,
  setRequestWorkspaceId,
  setWorkspaceGoneHandler,
} from './storage';

export interface WorkspaceValue {
  /** The workspace every request names. The personal one's id is the user's own. */
  currentId: string;
  /** Null until the list has loaded (or when it could not load). */
  current: Workspace | null;
  /** Personal first, then the teams by name; empty until loaded. */
  workspaces: Workspace[];
  /** The list could not be loaded (the switcher stays hidden, the Team page says so). */
  listFailed: boolean;
  /** False while a remembered team workspace is checked against the list: pages wait for it. */
  ready: boolean;
  switchTo: (id: string) => void;
  /** A workspace just created or joined: listed at once and switched to. */
  open: (workspace: Workspace) => void;
  /** A workspace the user just left: unlisted, and if it was the current one, back to personal. */
  drop: (id: string) => void;
}

interface Choice {
  userId: string;
  id: string;
  /** Whether `id` is known to be one of the user's workspaces. */
  confirmed: boolean;
}

function initialChoice(userId: string | null): Choice | null {
  if (!userId) return null;
  const stored = rememberedWorkspace(userId);
  // The personal workspace always exists; a team one may be gone since the last visit.
  return stored && stored !== userId
    ? { userId, id: stored, confirmed: false }
    : { userId, id: userId, confirmed: true };
}

const WorkspaceContext = createContext<WorkspaceValue | null>(null);

/** The signed-in user's current workspace; visitors have none (the value is null). */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(() => initialChoice(userId));
  // Signing in, out or as someone else starts from that user's own remembered choice.
  if ((choice?.userId ?? null) !== userId) setChoice(initialChoice(userId));

  // Set before any page's effects run, so the first request already names the workspace.
  const requestId = choice?.id ?? null;
  useLayoutEffect(() => {
    setRequestWorkspaceId(requestId);
    return () => setRequestWorkspaceId(null);
  }, [requestId]);

  const list = useQuery({
    queryKey: keys.workspaces(userId ?? ''),
    queryFn: fetchWorkspaces,
    enabled: userId !== null,
    // Coming back to the tab is when a removal by an owner is most likely to be noticed; the
    // list is small, so it may be asked for again after half a minute.
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

  const select = useCallback(
    (id: string) => {
      if (!userId) return;
      rememberWorkspace(userId, id);
      // Nothing of the workspace being left may stay on screen or answer from the cache. The
      // list of workspaces is the user's, not the workspace's, so the switcher keeps it.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'workspaces' });
      setChoice({ userId, id, confirmed: true });
    },
    [userId, queryClient],
  );

  // A request or the socket refused the workspace: ask for the list again; the check below
  // then falls back to the personal workspace.
  const refetchList = list.refetch;
  useEffect(() => {
    setWorkspaceGoneHandler(() => void refetchList());
    return () => setWorkspaceGoneHandler(() => {});
  }, [refetchList]);

  const workspaces = list.data;
  const listFailed = list.isError;
  useEffect(() => {
    if (!choice || choice.id === choice.userId) return;
    if (workspaces) {
      // Removed by an owner, or left in another tab: the personal workspace is always there.
      if (!workspaces.some((w) => w.id === choice.id)) select(choice.userId);
      else if (!choice.confirmed) setChoice({ ...choice, confirmed: true });
    } else if (listFailed && !choice.confirmed) {
      // Without the list, trust the remembered choice rather than keep the user waiting.
      setChoice({ ...choice, confirmed: true });
    }
  }, [choice, workspaces, listFailed, select]);

  const switchTo = useCallback(
    (id: string) => {
      if (id !== choice?.id) select(id);
    },
    [choice, select],
  );

  const open = useCallback(
    (workspace: Workspace) => {
      if (!userId) return;
      const key = keys.workspaces(userId);
      // Listed before switching, so the check above does not send the user straight back.
      queryClient.setQueryData<Workspace[]>(key, (old = []) =>
        old.some((w) => w.id === workspace.id) ? old : [...old, workspace],
      );
      select(workspace.id);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [userId, queryClient, select],
  );

  const drop = useCallback(
    (id: string) => {
      if (!userId) return;
      const key = keys.workspaces(userId);
      queryClient.setQueryData<Workspace[]>(key, (old) => old?.filter((w) => w.id !== id));
      if (choice?.id === id) select(userId);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [userId, choice, queryClient, select],
  );

  const value = useMemo<WorkspaceValue | null>(() => {
    if (!choice) return null;
    const all = workspaces ?? [];
    return {
      currentId: choice.id,
      current: all.find((w) => w.id === choice.id) ?? null,
      workspaces: all,
      listFailed,
      ready: choice.confirmed,
      switchTo,
      open,
      drop,
    };
  }, [choice, workspaces, listFailed, switchTo, open, drop]);

  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

/** Null for visitors (and in tests that render without a provider). */
export function useWorkspace(): WorkspaceValue | null {
  return useContext(WorkspaceContext);
}

/** For tests: a fixed workspace value without the network. */
export const WorkspaceContextForTests = WorkspaceContext;
