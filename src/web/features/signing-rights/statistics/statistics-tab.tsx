/** The 'Statistik' tab (being built). */
export default function StatisticsTab() {
  return null;
}
