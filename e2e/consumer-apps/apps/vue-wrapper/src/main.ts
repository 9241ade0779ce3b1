import { createApp } from 'vue';
// #region readme
import '@org/embed-elements/define'; // registers <pbi-report>, <pbi-dashboard>, … before the app mounts
// #endregion
import App from './App.vue';
import ElementsPage from './ElementsPage.vue';

// `/`: Microsoft's wrapper on our client; `/elements`: the <pbi-report> element of @org/embed-elements.
createApp(location.pathname === '/elements' ? ElementsPage : App).mount('#app');
