// The modules' pure decisions, for readers outside the bot (the web's greeting preview is tested
// against what the bot sends). Each takes only the settings its module declares.
export { autoVc } from './auto-vc/decide.ts';
export { boosts } from './boosts/decide.ts';
export { greetings } from './greetings/decide.ts';
export { specialRoles } from './special-roles/decide.ts';
export { vcAlerts } from './vc-alerts/decide.ts';
export type * from '../core/types.ts';
