import { mountPage } from '@/components/mountPage';
import App from './App.vue';
import './style.css';

void mountPage(App);
