/** The page's race recorders over its own storage (the page's late listeners start them): each pair's time, and each win's line. */
import { useServices } from '../services/index.ts';
import { recordLineTimes, type PlayedHere } from './lineTimes.ts';
import { recordWonLines, type WinsHere } from './lines.ts';

export function listenLineTimes(played: PlayedHere & WinsHere): () => void {
  const services = useServices();
  const stops = [recordLineTimes(services.backend.local, played), recordWonLines(services, played)];
  return () => stops.forEach((stop) => stop());
}
