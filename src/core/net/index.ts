// Network facts every context shares: the ports browsers refuse to fetch.
export { BAD_PORTS, blockedPort, blockedPortProblem, isBadPort } from './badPorts';
