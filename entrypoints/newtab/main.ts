import { mountPage } from '@/components/mountPage';
import App from './App.vue';

void mountPage(App);
