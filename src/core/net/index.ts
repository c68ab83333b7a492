// Network facts every context shares: the ports browsers refuse to fetch.
export { BAD_PORTS, BLOCKED_PORT_FIX, blockedPort, blockedPortMessage, isBadPort } from './badPorts';
