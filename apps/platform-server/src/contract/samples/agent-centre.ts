import type { ContractSamples, SampleKit } from './sample-kit';

const agentHeaders = (kit: SampleKit) => ({ merchant: 'jade', authorization: kit.token('agent01', 'jade') });

/** A GET of the agent centre as agent01 of jade. */
const asAgent = (url: string) => (kit: SampleKit) => ({ method: 'GET' as const, url, headers: agentHeaders(kit) });

/** Sample requests of the agent centre's reports (team, team betting, overview, invitation, transfers, contracts, commission), keyed by operationId. */
export const AGENT_CENTRE_SAMPLES: ContractSamples = {
  listDownline: [
    asAgent('/wps/agent/downline'),
    asAgent('/wps/agent/downline?username=ma&pageNo=1&pageSize=5'),
    asAgent('/wps/agent/downline?scope=all&activity=new&period=custom&from=2025-11-01&to=2025-12-31'),
    asAgent('/wps/agent/downline?under=reyagent&period=last_month'),
  ],
  getTeamBetting: [
    asAgent('/wps/agent/teamBetting'),
    asAgent('/wps/agent/teamBetting?period=last30days&username=juan8888'),
    asAgent('/wps/agent/teamBetting?period=last_week&under=lenagent&category=LIVE'),
  ],
  getAgentOverview: [asAgent('/wps/agent/overview'), asAgent('/wps/agent/overview?period=this_month')],
  getAgentInvitation: [asAgent('/wps/agent/invitation')],
  listAgentTransfers: [asAgent('/wps/agent/transfers'), asAgent('/wps/agent/transfers?username=juan8888&pageNo=1&pageSize=5')],
  getCurrentContracts: [asAgent('/wps/agent/contracts/current')],
  listOfferedContracts: [asAgent('/wps/agent/contracts/offered'), asAgent('/wps/agent/contracts/offered?kind=dividend')],
  listCommissionStatements: [asAgent('/wps/agent/commission'), asAgent('/wps/agent/commission?kind=daily_salary&pageSize=5')],
};
