// Which slot of the term vector being built (relevance.ts) a stem has, by stem id: typed arrays
// shared by every build instead of a map per build, because the question is asked for every word
// of every resume. A slot is valid only where its build number is the current build's.

/**
 * Scratch shared by every call, indexed by stem id: the slot a stem has in the vector being built,
 * valid where `slotBuild` holds that build's number. Saves a map lookup per word.
 */
let stemSlot = new Int32Array(1 << 16);
let slotBuild = new Int32Array(1 << 16);
let build = 0;

export function slotOfStem(id: number): number {
  return id < slotBuild.length && slotBuild[id] === build ? (stemSlot[id] as number) : -1;
}

export function setSlotOfStem(id: number, slot: number): void {
  if (id >= slotBuild.length) {
    let size = slotBuild.length;
    while (size <= id) size *= 2;
    const slots = new Int32Array(size);
    slots.set(stemSlot);
    const builds = new Int32Array(size);
    builds.set(slotBuild);
    stemSlot = slots;
    slotBuild = builds;
  }
  stemSlot[id] = slot;
  slotBuild[id] = build;
}

/** Starts a new build: every slot of the previous one becomes invalid. */
export function nextBuild(): void {
  if (++build === 0x7fffffff) {
    slotBuild.fill(0);
    build = 1;
  }
}
