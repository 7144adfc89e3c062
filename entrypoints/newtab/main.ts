import { mountPage } from '@/app/mountPage';
import App from './App.vue';

void mountPage(App);
