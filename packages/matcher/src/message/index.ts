export {
  writeOutreachMessage,
  wordCount,
  MESSAGE_MIN_WORDS,
  MESSAGE_MAX_WORDS,
  type MessageOptions,
} from './compose';
export { firstNameOf } from './facts';
