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
export { antispamWords, type AntispamWords, type SpamRule } from './antispam.ts';
export { warningWords, WARNING_COMMAND_TEXT, type RuleOutcome, type WarningWords } from './warnings.ts';
export { caseLogWords, type CaseLogWords } from './case-log.ts';
export { pingWords, type PingWords } from './pings.ts';
export {
  surveyAnswerId,
  surveyAnswerMessage,
  surveyCloseId,
  surveyForm,
  surveyFormId,
  surveyPost,
  surveyTagName,
  surveyThreadName,
  surveyTicketMessage,
  surveyWords,
  SURVEY_ANSWER_MAX,
  type DeliveredAnswer,
  type SurveyWords,
} from './survey.ts';
export { appealWords, type AppealWords } from './appeals.ts';
