import { mountPage } from '@/components/mountPage';
import App from './App.vue';

mountPage(App);
