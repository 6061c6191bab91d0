/** Public surface of the properties feature for other screens (the dashboard). */
export { PropertyStatisticsCard } from './components/property-statistics-card.tsx';
export { NewestPropertiesWidget } from './components/newest-properties-widget.tsx';
