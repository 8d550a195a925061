/** The browser leaves the portal's page for the gateway's checkout (a full navigation). */
export function leaveForGateway(url: string): void {
  window.location.assign(url);
}
