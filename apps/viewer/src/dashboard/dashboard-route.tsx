/** The dashboard screen: sidebar and the embedded report (placeholder until it is built). */
export function Component() {
  return <p>Dashboard</p>;
}
