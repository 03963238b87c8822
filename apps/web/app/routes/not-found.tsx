import { data } from 'react-router';
import { NotFoundPage } from '../ui/not-found-page.tsx';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Dino · 404' }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
