import type { SeedTexts } from './seed-texts';
import type { HelpKey } from './texts/seed-translation';
import { translated } from './texts/seed-translations';

/** A help-centre topic with its sub-topics, in every seeded language; `{site}` becomes the merchant's site name. */
export interface SeedHelpTopic {
  readonly tag: string | null;
  readonly texts: SeedTexts;
  readonly children: readonly SeedTexts[];
}

/** A topic's title and its one paragraph, in every language. */
const item = (key: HelpKey): SeedTexts => translated((t) => [t.help[key][0], `<p>${t.help[key][1]}</p>`]);

/** A tagged topic (its tag is also its text key) and its sub-topics. */
const topic = (tag: 'terms' | 'privacy' | 'faq' | 'responsible', children: readonly HelpKey[]): SeedHelpTopic => ({
  tag,
  texts: item(tag),
  children: children.map(item),
});

/** Help topics: terms, privacy (the sections of SPEC §2 'Registration'), FAQ and responsible gaming. */
export const SEED_HELP_TOPICS: readonly SeedHelpTopic[] = [
  topic('terms', ['eligibility', 'oneAccount', 'payments', 'fairPlay']),
  topic('privacy', ['introduction', 'purpose', 'access', 'confidentiality', 'recipient', 'monitor', 'agree']),
  topic('faq', ['register', 'deposit', 'withdrawalTime', 'forgotPassword', 'freePlay']),
  topic('responsible', ['budget', 'takeBreak']),
];
