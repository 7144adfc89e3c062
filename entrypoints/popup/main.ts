import { mountPage } from '@/app/mountPage';
import App from './App.vue';
import './style.css';

void mountPage(App);
