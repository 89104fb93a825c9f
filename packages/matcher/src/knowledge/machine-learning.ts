import type { Profession } from './types';

export const machineLearning = {
  category: 'Machine Learning & AI',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering', 'research'],
  roles: `
data-scientist | data science and machine learning | data | data-analyst data-engineer python-developer | data_scientist machine_learning_engineer ml_engineer ai_engineer research_scientist_machine_learning applied_scientist deep_learning_engineer nlp_engineer computer_vision_engineer ai_ml_engineer data_science_lead | Data Science 1; Machine Learning 1; Deep Learning 1; Artificial Intelligence 0.8; Natural Language Processing 1; Computer Vision 1; TensorFlow 1; PyTorch 1; Keras 1; Scikit-learn 1; XGBoost 1; Neural Networks 1; Statistics 0.7; Predictive Analytics 0.8; Regression Analysis 0.7; Time Series Analysis 0.7; Feature Engineering 1; Pandas 0.7; NumPy 0.6; Jupyter 0.7; R 0.6; Python 0.4; Large Language Models 0.8; Generative AI 0.7; MLOps 0.8; Recommender Systems 0.8; Hypothesis Testing 0.6; Bayesian Statistics 0.8; Causal Inference 1; Experimentation 0.8; Data Wrangling 0.7; Data Mining 0.7; Amazon SageMaker 0.8; Supervised Learning 1; Reinforcement Learning 1; Convolutional Neural Networks 1; Hugging Face 1; NLTK 1; OpenCV 0.9; Anomaly Detection 0.7
`,
  skills: `
Machine Learning | =ML, Machine-learning, ML models, Machine learning models, Machine learning algorithms, Statistical learning > Artificial Intelligence 0.6
Artificial Intelligence | =AI, A.I., AI/ML, AI-powered
Deep Learning | Deep neural networks, DNN, DNNs > Machine Learning 0.8; Neural Networks 0.8
Neural Networks | Neural network, ANN, Artificial neural networks > Machine Learning 0.7
Natural Language Processing | NLP, Natural language understanding, NLU, Text classification, Text analytics, Sentiment analysis, Named entity recognition, NER > Machine Learning 0.7
Computer Vision | CV models, Image recognition, Image processing, Object detection, Image classification, Image segmentation, OCR > Machine Learning 0.6
TensorFlow | Tensorflow, TF2, TensorFlow 2, TensorFlow Lite, TFLite > Deep Learning 0.8; Python 0.5
PyTorch | Pytorch, PyTorch Lightning > Deep Learning 0.8; Python 0.6
Keras > Deep Learning 0.8; Python 0.6
Scikit-learn | scikit learn, sklearn, SciKit-Learn, Scikit > Machine Learning 0.8; Python 0.6
XGBoost | LightGBM, CatBoost, Gradient boosting, Random forest, Random forests, Decision trees > Machine Learning 0.8
OpenCV | Open CV > Computer Vision 0.9
Large Language Models | LLM, LLMs, GPT, GPT-4, ChatGPT, =LLaMA, Llama 2, Foundation models > Generative AI 0.8; Natural Language Processing 0.6
Generative AI | GenAI, Gen AI, Generative models, Diffusion models, Stable Diffusion, DALL-E, Midjourney > Artificial Intelligence 0.8
Prompt Engineering | Prompt design > Large Language Models 0.7
LangChain | LlamaIndex > Large Language Models 0.8; Python 0.5
Retrieval-Augmented Generation | RAG, Retrieval augmented generation, Semantic search > Large Language Models 0.7
Hugging Face | HuggingFace, Transformers library, Hugging Face Transformers > Natural Language Processing 0.7
Transformer Models | BERT, RoBERTa, Attention mechanisms > Deep Learning 0.8
OpenAI API | Azure OpenAI, OpenAI GPT API > Large Language Models 0.7
Fine-tuning | ?Fine-tuning, ?Fine tuning, LoRA, Model fine-tuning, Fine-tuning LLMs, RLHF > Machine Learning 0.6 @ml
Reinforcement Learning | RL algorithms, Q-learning, Deep reinforcement learning > Machine Learning 0.8
Convolutional Neural Networks | CNN, CNNs, ConvNets > Deep Learning 0.9
Recurrent Neural Networks | RNN, RNNs, LSTM, GRU > Deep Learning 0.9
Supervised Learning | Classification models, Unsupervised learning, Clustering algorithms, K-means, Dimensionality reduction, Principal component analysis > Machine Learning 0.8
Feature Engineering | Feature extraction, Feature selection > Machine Learning 0.7
Recommender Systems | Recommendation systems, Recommendation engines, Collaborative filtering, Recommendation algorithms > Machine Learning 0.7
Anomaly Detection | Fraud detection models, Outlier detection > Machine Learning 0.6
Speech Recognition | Speech-to-text, ASR, Text-to-speech, TTS, Voice recognition > Machine Learning 0.6
MLOps | ML Ops, Model deployment, Model serving, MLflow, Kubeflow, Weights & Biases, Model monitoring > Machine Learning 0.7
NLTK | spaCy, Gensim > Natural Language Processing 0.8; Python 0.6
Word Embeddings | Word2Vec, GloVe, Embeddings, fastText > Natural Language Processing 0.7
Chatbots | Chatbot, Conversational AI, Dialogflow, Rasa, Virtual assistants > Natural Language Processing 0.5
Robotics | Robotic systems
Data Labeling | Data annotation, Labelbox
Bayesian Statistics | Bayesian inference, Bayesian methods, Probabilistic models, Markov chains, Monte Carlo > Statistics 0.8
Optimization Algorithms | Gradient descent, Genetic algorithms, Metaheuristics
AutoML | H2O.ai, DataRobot, Vertex AI, Azure ML, Azure Machine Learning > Machine Learning 0.7
`,
} as const satisfies Profession;
