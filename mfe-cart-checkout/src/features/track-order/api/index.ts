// Imported as '../api': the workspace's boundary rule reads any path through an `api/` folder as the API app.
export { useTrackedOrder, type TrackQuery } from './track-order';
