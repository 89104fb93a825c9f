/** "Now", injected so tests can let an invitation link expire without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
