import { defineMessages } from 'react-intl';

/** The words of the VIP levels, shared by the VIP page and the member's benefits page. */
export const VIP_TEXT = defineMessages({
  yourLevel: { id: 'member.benefits.level', defaultMessage: 'Your level', description: 'Label of the member VIP level on the benefits page' },
  table: { id: 'member.benefits.table', defaultMessage: 'Benefits of every level', description: 'Caption of the benefits table' },
  colLevel: { id: 'member.benefits.colLevel', defaultMessage: 'Level', description: 'Column heading' },
  colDeposit: { id: 'member.benefits.colDeposit', defaultMessage: 'Total deposits', description: 'Column heading: deposit requirement' },
  colTurnover: { id: 'member.benefits.colTurnover', defaultMessage: 'Turnover', description: 'Column heading: turnover requirement' },
  colBenefits: { id: 'member.benefits.colBenefits', defaultMessage: 'Benefits', description: 'Column heading' },
  vipCard: { id: 'member.vipCard', defaultMessage: 'VIP status', description: 'Heading of the VIP card' },
  vipProgress: { id: 'member.vipProgress', defaultMessage: 'Progress to the next level', description: 'Accessible name of the VIP progress bar' },
  vipNone: { id: 'member.vipNone', defaultMessage: 'Deposit to reach your first VIP level.', description: 'VIP card text before the first level' },
  vipBenefits: { id: 'member.vipBenefits', defaultMessage: 'See VIP benefits', description: 'Link from the VIP card to the benefits page' },
});
