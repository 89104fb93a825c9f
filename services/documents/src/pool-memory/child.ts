import { MemoryStore, type MemoryRequest } from './store';

// The in-memory posting lists in a process of their own (POOL_MEMORY_INDEX=child): documents
// forks this file and talks to it over IPC. Its own RSS, so the lists (~560 MB RSS at 1 M
// candidates, measured) do not sit on top of documents' own 490-680 MB. It ends when documents does (the channel
// closes).

const store = new MemoryStore();
process.on('message', (message: { id: number; request: MemoryRequest }) => {
  let reply: { id: number; answer?: unknown; error?: string };
  try {
    reply = { id: message.id, answer: store.answer(message.request) };
  } catch (err) {
    reply = { id: message.id, error: (err as Error).message };
  }
  process.send!(reply);
});
process.on('disconnect', () => process.exit(0));
