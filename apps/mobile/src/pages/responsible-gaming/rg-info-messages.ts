import { defineMessages } from 'react-intl';

/** The words of the responsible-gaming page. */
export const RG_INFO_TEXT = defineMessages({
  intro: {
    id: 'rgInfo.intro',
    defaultMessage: 'Play for fun, not to make money. We want every player to stay in control, and we give you the tools to do it.',
    description: 'First paragraph of the responsible-gaming page',
  },
  rulesTitle: { id: 'rgInfo.rulesTitle', defaultMessage: 'Our rules', description: 'Heading of the rules section' },
  ruleAge: {
    id: 'rgInfo.ruleAge',
    defaultMessage: 'Only adults may play: 21 or over for casino games and 18 or over for lottery. We ask for your date of birth when you register and check it.',
    description: 'Rule: minimum age (PAGCOR: 21 for casinos, 18 for e-lotto)',
  },
  ruleBudget: { id: 'rgInfo.ruleBudget', defaultMessage: 'Only play with money you can afford to lose, and never chase your losses.', description: 'Rule: play within a budget' },
  ruleTime: { id: 'rgInfo.ruleTime', defaultMessage: 'Decide beforehand how long you will play, and take regular breaks.', description: 'Rule: limit the time played' },
  ruleWarning: {
    id: 'rgInfo.ruleWarning',
    defaultMessage: 'Stop and ask for help if gaming costs you sleep, work, family time or money you need.',
    description: 'Rule: warning signs of problem gaming',
  },
  toolsTitle: { id: 'rgInfo.toolsTitle', defaultMessage: 'Your tools', description: 'Heading of the tools section' },
  toolLimits: {
    id: 'rgInfo.toolLimits',
    defaultMessage: 'Deposit, loss and wager limits per day, week or month. A lower limit applies at once; a higher one after a cooling period.',
    description: 'Tool: money limits',
  },
  toolTime: { id: 'rgInfo.toolTime', defaultMessage: 'A daily play-time limit, and a reality check that reminds you how long you have played.', description: 'Tool: time limits' },
  toolBreak: {
    id: 'rgInfo.toolBreak',
    defaultMessage: 'A cool-off of 24 hours to 6 weeks, or a self-exclusion of 6 months, 1 year or 5 years.',
    description: 'Tool: breaks',
  },
  openTools: { id: 'rgInfo.openTools', defaultMessage: 'Set my limits', description: 'Link to the limits screen (logged in)' },
  loginForTools: { id: 'rgInfo.loginForTools', defaultMessage: 'Log in to set your limits', description: 'Link to login (guests)' },
  helpTitle: { id: 'rgInfo.helpTitle', defaultMessage: 'Get help', description: 'Heading of the help section' },
  helpText: {
    id: 'rgInfo.helpText',
    defaultMessage:
      'Talk to our customer service at any time: we can set limits, close your account or help you exclude yourself from every licensed operator through PAGCOR. Talking to family, friends or a doctor helps too.',
    description: 'Where to find help with problem gaming',
  },
  contact: { id: 'rgInfo.contact', defaultMessage: 'Contact customer service', description: 'Button that opens customer service' },
});
