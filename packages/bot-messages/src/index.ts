export { fillVariables, type Member } from './fill-variables.ts';
export { botWords, callLength, type BotWords } from './bot-words.ts';
export {
  fillGreeting,
  greetingWords,
  sampleMember,
  type GreetingContext,
  type GreetingWords,
} from './greeting.ts';
export { fillBoostMessage, type BoostContext } from './boost.ts';
export { fillAlert, alertEndMessage, type AlertContext, type VoiceRef } from './vc-alert.ts';
export { fillRoomName, lowestFreeNumber, roomLetter, ROOM_EMOJI, type RoomContext } from './room-name.ts';
export {
  lotteryWords,
  lotteryPost,
  lotteryButtonId,
  discordTime,
  fillWinnerMessage,
  type LotteryWords,
} from './lottery.ts';
