import { TypingGame } from '../../features/activities/typing/typing-game.tsx';

export function TypingRoute() {
  return <TypingGame />;
}
