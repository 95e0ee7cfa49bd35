/**
 * What the server and the bot share: the database (one schema, one set of migrations, PGlite or
 * PostgreSQL), how stored settings documents and items are read as today's contracts and written,
 * the jobs queue, and the lottery's one draw. Nothing here knows HTTP or Discord's gateway.
 */
export {
  EMBEDDED_POSTGRES_CONF,
  initPgliteInChild,
  openDatabase,
  PGLITE_INIT_ONLY,
  rowsOf,
  runPgliteInitIfAsked,
  StartupError,
  type Database,
  type DatabaseHandle,
} from './client.ts';
export * as schema from './schema.ts';
export { actorColumns, actorId, type Actor } from './actor.ts';
export { readDocument } from './settings-documents.ts';
export { CollectionStore, notFound, readItem } from './collection-store.ts';
export { StoreRefusal, type StoreRefusalCode } from './store-refusal.ts';
export { jobKey, queueJobs, type JobKind, type NewJob, type Transaction } from './job-store.ts';
export {
  drawLottery,
  drawWinners,
  eligibleEntrants,
  keepEntrants,
  lotteryJobs,
  mayEnter,
  SETTLED_DRAW_AFTER_MS,
  type Entrant,
  type MemberSource,
} from './lottery-draw.ts';
export {
  APPEAL_COOLDOWN_MS,
  appealRefusal,
  decideAppeal,
  fileAppeal,
  findAppeal,
  latestAppeal,
  type AppealRow,
  type AppealStatus,
} from './appeal-store.ts';
export {
  activeWarnings,
  endWarning,
  findCase,
  listCases,
  caseLogJob,
  LOG_GAP_MS,
  markLogged,
  openCase,
  unloggedCases,
  warningLevel,
  type CaseRow,
  type NewCase,
  type OpenedCase,
} from './case-store.ts';
export { deletedByBot } from './bot-deletions.ts';
export {
  findSurveyResponse,
  lastSurveyAnswer,
  listSurveyResponses,
  recordSurveyResponse,
  setDeliveryChannel,
  SURVEY_COOLDOWN_MS,
  type RecordedResponse,
  type SurveyAnswer,
  type SurveyResponseFilter,
  type SurveyResponseRow,
} from './survey-store.ts';
export {
  cardStarsOf,
  clearReached,
  drawCard,
  dayOf,
  EVENT_KEY_PREFIX,
  progressOf,
  reached,
  recordProgress,
  recordProgressBatch,
  type MemberProgress,
  recordVoice,
  takeUnannounced,
  welcomeEvents,
  welcomeEventsBatch,
  type WelcomeMessage,
  type DrawOutcome,
  type Progress,
  type ProgressEvent,
  type ProgressUpdate,
} from './achievement-store.ts';
export { adoptPet, changePet, feedPet, type AdoptOutcome, type FeedOutcome } from './pet-store.ts';
export { storedPets } from './pet-growth.ts';
