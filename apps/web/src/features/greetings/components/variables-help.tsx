import { useTranslation } from 'react-i18next';
import { GREETING_VARIABLES } from '@hoshi/contracts';
import { VariablesHelp } from '../../../components/variables-help.tsx';

type VariableName = 'USER' | 'NAME' | 'SERVER' | 'MEMBERS' | 'RANDOM';

/** spec 000 §2: the tooltip table of the variables a greeting may use. */
export function GreetingVariablesHelp() {
  const { t } = useTranslation();
  return (
    <VariablesHelp
      variables={GREETING_VARIABLES.map((name) => ({
        name,
        meaning: t(`greetings.vars.${name.slice(1, -1) as VariableName}`),
      }))}
    />
  );
}
